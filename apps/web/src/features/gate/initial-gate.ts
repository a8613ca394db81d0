import { createContext } from 'react';

/**
 * The gate's answer for the page the server rendered, from the request's unlock cookie: 'store'
 * or 'gate'. The server renders with it and the browser hydrates with the same value, so both
 * draw the same page; null where no server rendered the page (tests, the dev server).
 */
export const InitialGateContext = createContext<'store' | 'gate' | null>(null);
