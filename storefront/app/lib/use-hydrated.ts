import { useEffect, useState } from 'react';

let hydrating = true;

/** False during server rendering and the first (hydrating) render, true after it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
