import { data } from 'react-router';
import { NotFound } from '~/components/layout/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page not found | Ridgeline' }];

export default function NotFoundPage() {
  return <NotFound />;
}
