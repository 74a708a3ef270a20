import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafetyPanel } from './safety-panel.tsx';

describe('SafetyPanel', () => {
  it('is a region named by its heading that says what the site keeps, removes and what the reporter can do', () => {
    render(<SafetyPanel />);
    const region = screen.getByRole('region', { name: '안전한 제보를 위한 안내' });
    within(region).getByRole('heading', { level: 2, name: '안전한 제보를 위한 안내' });
    const text = region.textContent ?? '';
    for (const point of [
      'IP 주소와 기기 정보를 저장하지 않습니다',
      '숨은 정보를 지운 사본',
      '개인 기기',
      '본인만 알 수 있는',
    ]) {
      expect(text).toContain(point);
    }
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  });

  it('takes the heading level of where it stands', () => {
    render(<SafetyPanel headingLevel={3} className="home-safety" />);
    const heading = screen.getByRole('heading', { level: 3, name: '안전한 제보를 위한 안내' });
    expect(heading.closest('section')?.className).toBe('safety-panel home-safety');
  });
});
