import { Link } from "~/components/page-link";

export function NotFound() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 max-w-prose">The page you asked for does not exist or has moved. These may help:</p>
      <ul className="mt-4 list-disc pl-6">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/resources">Resources and insights</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
