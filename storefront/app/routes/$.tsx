/**
 * Any URL no other route claims: a real 404 (status and page), rendered by the root error boundary.
 * No body: there is no server message to show, so the page explains instead.
 */
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
