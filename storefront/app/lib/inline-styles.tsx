import { createContext, useContext } from 'react';

const ELEMENT_ID = 'shop-styles';

/** The whole stylesheet's text, set by entry.server in production (undefined in the browser and in dev). */
export const InlineStylesContext = createContext<string | undefined>(undefined);

/**
 * The shop's stylesheet inlined in <head>: about 3.5 KB gzipped for every page, instead of several
 * render-blocking CSS requests, which cost a phone on a slow connection a round trip before the
 * first paint. In the browser it keeps the text the server sent, so a re-render never empties it.
 * In dev, Vite injects the styles itself and this renders nothing.
 */
export function InlineStyles() {
  const css = useContext(InlineStylesContext) ?? (typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent);
  if (!css) return null;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
