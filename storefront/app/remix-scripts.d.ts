import type { JSX } from 'react';
import type { ScriptProps } from '@remix-run/react/dist/components';

/**
 * `<Scripts hydrateAfterPaint>`: added to Remix by patches/@remix-run+react+2.17.5.patch (ADR 012). With it, the page's
 * JavaScript is fetched and run after the first paint instead of by a module script and module preloads.
 */
declare module '@remix-run/react/dist/components' {
  export function Scripts(props: ScriptProps & { hydrateAfterPaint?: boolean }): JSX.Element | null;
}
