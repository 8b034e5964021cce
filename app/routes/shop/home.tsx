import { Link } from "react-router";
import { listNewestProducts } from "~/.server/catalog";
import { formatPrice } from "~/lib/money";
import { productPath } from "~/lib/slug";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Haat — Online shopping in Bangladesh, cash on delivery" },
  { name: "description", content: "Shop sarees, panjabis, electronics, groceries and more. Prices in taka, cash on delivery across Bangladesh." },
];

export async function loader() {
  return { products: await listNewestProducts(8) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">New Arrivals</h1>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {loaderData.products.map((product) => (
          <li key={product.id}>
            <Link to={productPath(product.slug)} className="block rounded-lg border border-gray-200 p-3">
              {product.imageUrl ? (
                <img src={product.imageUrl} alt={product.name} width={400} height={400} className="aspect-square w-full rounded object-cover" />
              ) : (
                <div className="flex aspect-square items-center justify-center bg-gray-100 text-gray-500">No Image</div>
              )}
              <p className="mt-2 font-medium">{product.name}</p>
              <p className="text-brand-700">{formatPrice(product.price)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
