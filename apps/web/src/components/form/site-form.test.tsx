import { signinBody } from '@audit/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serverHtmlOf, watchNavigation } from '../../public-pages/page-test-utils.tsx';
import { answerPageDialog, pageDialogMessage } from '../../test-utils.tsx';
import { PageDialogs } from '../page-dialogs.tsx';
import { SiteForm, submitNatively } from './site-form.tsx';
import { TextField } from './text-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';

type Props = {
  onValid?: (values: unknown, form: HTMLFormElement) => void;
  serverErrors?: Record<string, string>;
  multipart?: boolean;
};

const LABELS = { loginId: '접수번호', password: '패스워드' };

function LookupForm({ onValid = () => {}, serverErrors, multipart }: Props) {
  const form = useSchemaForm(signinBody, {
    defaultValues: { loginId: '1234', password: '' },
    serverErrors,
  });
  return (
    <>
      <SiteForm
        form={form}
        action="/reportinquiry"
        csrf="token-1"
        multipart={multipart}
        invalidMessage="접수번호와 패스워드를 입력해주세요."
        serverErrors={serverErrors}
        labels={LABELS}
        onValid={onValid}
      >
        <TextField name="loginId" label="접수번호" />
        <TextField name="password" label="패스워드" type="password" />
        <button type="submit">조회</button>
      </SiteForm>
      <PageDialogs />
    </>
  );
}

describe('SiteForm', () => {
  it('is a plain HTML form: method post, its action, the CSRF token, every field named as the server reads it', () => {
    const html = serverHtmlOf(<LookupForm multipart />);
    const form = html.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/reportinquiry');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const token = form.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    expect([token.name, token.value]).toEqual(['_csrf', 'token-1']);
    expect(
      Array.from(form.querySelectorAll('input:not([type="hidden"])')).map((i) => i.getAttribute('name')),
    ).toEqual(['loginId', 'password']);
    // Typed values are in the HTML; a password never is.
    expect(form.querySelector<HTMLInputElement>('#field-loginId')?.getAttribute('value')).toBe('1234');
    expect(form.querySelector('#field-password')?.hasAttribute('value')).toBe(false);
  });

  it("lists the server's messages at the top, each linking to its field, and shows each beside its field", () => {
    const errors = { loginId: '접수번호를 확인해주세요.', password: '패스워드를 입력해주세요.' };
    const html = serverHtmlOf(<LookupForm serverErrors={errors} />);
    const summary = html.querySelector('.form-error-summary')!;
    expect(summary.getAttribute('role')).toBe('alert');
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      ['#field-loginId', '접수번호: 접수번호를 확인해주세요.'],
      ['#field-password', '패스워드: 패스워드를 입력해주세요.'],
    ]);
    for (const [href] of links) {
      const input = html.querySelector(href!)!;
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input.getAttribute('aria-describedby')!.split(' ');
      const message = described.map((id) => html.querySelector(`#${id}`)?.textContent).join(' ');
      expect(message).toContain(errors[href!.slice('#field-'.length) as keyof typeof errors]);
    }
  });

  it('with JavaScript an invalid submit says the invalid message in the dialog and sends nothing', async () => {
    const user = userEvent.setup();
    const nav = watchNavigation();
    const onValid = vi.fn();
    render(<LookupForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await answerPageDialog()).toBe('접수번호와 패스워드를 입력해주세요.');
    expect(onValid).not.toHaveBeenCalled();
    expect(nav.submitted).toEqual([]);
    expect(screen.getByLabelText('패스워드').getAttribute('aria-invalid')).toBe('true');
  });

  it("a valid submit hands the parsed values and the form element to the page's step", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<LookupForm onValid={onValid} />);
    await user.type(screen.getByLabelText('패스워드'), ' Passw0rd! ');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const [values, form] = onValid.mock.calls[0]!;
    expect(values).toMatchObject({ loginId: '1234', password: 'Passw0rd!' });
    expect(form).toBe(document.querySelector('form'));
    expect(pageDialogMessage()).toBeNull();
  });

  it('submitNatively sends the form as a plain post without running its submit handler again', () => {
    const nav = watchNavigation();
    const onValid = vi.fn();
    render(<LookupForm onValid={onValid} />);
    const form = document.querySelector('form')!;
    const submitted = vi.fn();
    form.addEventListener('submit', submitted);
    submitNatively(form);
    expect(submitted).not.toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    expect(nav.submitted.map((s) => [s.action, s.data.get('_csrf'), s.data.get('loginId')])).toEqual([
      ['/reportinquiry', 'token-1', '1234'],
    ]);
  });
});
