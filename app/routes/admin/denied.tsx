import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/components/toast";
import { adminMeta } from "~/components/admin/meta";
import type { Route } from "./+types/denied";

const ACCESS_DENIED = "Access denied. Admin privileges required.";

export const meta: Route.MetaFunction = () => adminMeta("Access denied");

/** Where a signed-in non-admin lands: the access-denied toast, then the home page. */
export default function Denied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(ACCESS_DENIED);
    void navigate("/", { replace: true });
  }, [navigate]);
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{ACCESS_DENIED}</h1>
      <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        Back to Home
      </Link>
    </main>
  );
}
