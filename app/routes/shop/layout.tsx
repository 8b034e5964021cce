import { Link, Outlet } from "react-router";

export default function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4">
          <Link to="/" className="text-xl font-bold text-brand-700">
            Haat
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-gray-200 py-6 text-center text-sm text-gray-500">
        © {new Date().getFullYear()} Haat. All rights reserved.
      </footer>
    </div>
  );
}
