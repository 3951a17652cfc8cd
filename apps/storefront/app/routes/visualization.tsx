import { data } from 'react-router';

/** Author preview of a content item: there is no such item until the content service is built. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Visualization() {
  return null;
}
