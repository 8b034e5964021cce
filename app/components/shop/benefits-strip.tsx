import { Headphones, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { useLang } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import { formatTakaBrief } from "~/lib/money";
import * as m from "~/paraglide/messages";

// Its own module: only home shows it, while the shop layout's loading view imports home's sections.

const BENEFITS = [
  { icon: ShieldCheck, title: m.benefit_payment_title, text: m.benefit_payment_text },
  { icon: Headphones, title: m.benefit_support_title, text: m.benefit_support_text },
];

/**
 * The home page's four promises (shipping, payment, support, returns), in the exact words the shop has
 * always shown. Free shipping is promised only with a threshold (poisha) that checkout applies; without
 * one the first promise is delivery everywhere with cash on delivery. The return period is the one
 * Settings gives (and /returns states).
 */
export function BenefitsStrip({ freeShippingThresholdPoisha, returnDays }: { freeShippingThresholdPoisha: number | null; returnDays: number }) {
  const lang = useLang();
  const shipping =
    freeShippingThresholdPoisha === null
      ? { icon: Truck, title: m.benefit_cod_title({}, lang), text: m.benefit_cod_text({}, lang) }
      : {
          icon: Truck,
          title: m.benefit_free_shipping_title({}, lang),
          text: m.benefit_free_shipping_text({ amount: formatTakaBrief(freeShippingThresholdPoisha, lang.locale) }, lang),
        };
  const benefits = [
    ...BENEFITS.map((benefit) => ({ icon: benefit.icon, title: benefit.title({}, lang), text: benefit.text({}, lang) })),
    { icon: RotateCcw, title: m.benefit_returns_title({}, lang), text: m.benefit_returns_text({ days: formatCount(returnDays, lang.locale) }, lang) },
  ];
  return (
    <section aria-label={m.benefits_label({}, lang)} className="bg-brand-50">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 lg:grid-cols-4">
        {[shipping, ...benefits].map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-gray-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
