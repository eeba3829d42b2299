/**
 * fetchpriority="high" for the picture that is the page's largest paint. Spelled in lower case:
 * React 18 passes it through as is (the camel-cased prop only arrives in React 19).
 */
export const highPriority = { fetchpriority: 'high' } as Record<string, string>;
