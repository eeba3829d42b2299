/** Any URL no other route claims: a real 404 (status and page), rendered by the root error boundary. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
