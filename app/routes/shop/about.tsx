import { Award, Heart, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/components/shop/meta";
import { Button } from "~/components/ui/button";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/about";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "About Us", "Our story: an online shop for Bangladesh with fair prices and cash on delivery.");

const VALUES = [
  { icon: Users, title: "Customer First", text: "Every decision starts with you: clear prices, honest descriptions and a real person on the phone." },
  { icon: Award, title: "Quality Products", text: "We check what we sell, from handloom sarees to gadgets, so you receive what you saw." },
  { icon: Heart, title: "Passion", text: "We love the craft of Bangladesh and bring makers and shoppers closer together." },
  { icon: Sparkles, title: "Excellence", text: "Careful packing, on-time delivery and easy returns: we keep raising our own bar." },
];

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">About Us</h1>
      <section aria-labelledby="story-heading" className="mt-8 space-y-4 text-lg leading-relaxed text-gray-700">
        <h2 id="story-heading" className="text-2xl font-semibold text-gray-900">
          Our Story
        </h2>
        <p>
          We started as a small stall in a neighbourhood haat, the weekly market where families in Bangladesh have always come together to buy
          and sell. Our customers asked us to deliver, so we did: first across our own neighbourhood, then across Dhaka, and now across the
          country.
        </p>
        <p>
          Today we bring that same market feeling online. Fair prices in taka, products we have checked ourselves, and cash on delivery, so you
          only pay when your order is in your hands.
        </p>
      </section>
      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-semibold">
          Our Values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-gray-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Button asChild size="lg" className="mt-12">
        <Link to="/shop">Start Shopping</Link>
      </Button>
    </div>
  );
}
