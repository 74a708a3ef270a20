import type { RouteObject } from 'react-router';

// The route table of spec section 2. (Filled in by the web shell work.)
export const routes: RouteObject[] = [{ path: '*', element: <p>사이버감사실</p> }];
