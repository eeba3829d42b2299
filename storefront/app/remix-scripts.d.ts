import type { JSX } from 'react';
import type { ScriptProps } from '@remix-run/react/dist/components';

/**
 * `<Scripts hydrateOn>`: added to Remix by patches/@remix-run+react+2.17.5.patch (ADR 012). With it, the page's
 * JavaScript is not started by a module script and module preloads but later: after the first paint (`"paint"`), or
 * at the shopper's first touch, pointer movement, key or scroll (`"intent"`), its modules fetched ahead once the
 * page has loaded. Without it, Remix's own start (development, for HMR).
 */
declare module '@remix-run/react/dist/components' {
  export function Scripts(props: ScriptProps & { hydrateOn?: 'paint' | 'intent' }): JSX.Element | null;
}
