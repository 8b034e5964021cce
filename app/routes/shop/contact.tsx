import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import { saveContactMessage } from "~/.server/content/messages";
import { consumeRateLimit } from "~/.server/rate-limit";
import { toast } from "~/components/toast";
import { settingsFor } from "~/.server/settings";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { localeContext, requestContext } from "~/.server/request-context";
import type { Locale } from "~/lib/i18n";
import { localizeFormMessage } from "~/lib/form-messages";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ContactSchema } from "~/lib/schemas/contact";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/contact";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;


type Field = "name" | "email" | "subject" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const lang = metaLang(location);
  const description = loaderData?.hours ? m.contact_description_hours({ hours: loaderData.hours }, lang) : m.contact_description({}, lang);
  return pageMeta({ matches, location }, m.contact_title({}, lang), description);
};

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await settingsFor(context);
  const bangla = context.get(localeContext) === "bn";
  return {
    phone: settings.supportPhone,
    email: settings.email,
    // On /bn the Bangla address and hours where the owner saved them, else the English.
    address: (bangla && settings.addressBn) || settings.address,
    hours: (bangla && settings.businessHoursBn) || settings.businessHours,
  };
}

/** Messages one client may send in MESSAGE_WINDOW_MS: enough for a shopper, too few to flood the inbox. */
export const MESSAGES_PER_WINDOW = 5;
const MESSAGE_WINDOW_MS = 15 * 60_000;

/** The hidden field a person never fills in (it is off-screen and skipped by Tab); bots that fill every field do. */
const TRAP_FIELD = "website";

function fieldErrors(values: unknown, locale: Locale): Errors {
  const result = ContactSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= localizeFormMessage(issue.message, locale);
  }
  return errors;
}

type ActionResult = { sent: boolean; errors: Errors; refused?: string };

/** Stores the message for Admin → Messages, once it is valid and the client is within its limit. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const form = Object.fromEntries(await request.formData());
  // A filled trap is answered like a sent message, so a bot learns nothing; nothing is stored.
  if (typeof form[TRAP_FIELD] === "string" && form[TRAP_FIELD] !== "") return { sent: true, errors: {} } as ActionResult;
  const errors = fieldErrors(form, locale);
  if (Object.keys(errors).length > 0) return data<ActionResult>({ sent: false, errors }, { status: 400 });
  const limit = await consumeRateLimit(`contact:${context.get(requestContext).clientIp ?? "unknown"}`, MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
  if (!limit.allowed) {
    return data<ActionResult>(
      { sent: false, errors: {}, refused: m.contact_too_many({}, { locale }) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await saveContactMessage(ContactSchema.parse(form), locale);
  return { sent: true, errors: {} } as ActionResult;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const lang = useLang();
  const sent = m.contact_sent({}, lang);
  const fetcher = useFetcher<ActionResult>();
  // With JavaScript the fetcher's answer; without, the page the form was posted to.
  const result = fetcher.data ?? actionData;
  const sending = fetcher.state !== "idle";

  // A message sent empties the form (once per answer, while rendering) and toasts.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.sent) setValues(EMPTY);
  }
  useEffect(() => {
    if (fetcher.data?.sent) toast.success(sent);
  }, [fetcher.data, sent]);

  const { phone, email, address, hours } = loaderData;
  // A detail the shop has not given (empty in /admin/settings) has no card.
  const cards = [
    { icon: Phone, title: m.confirm_phone({}, lang), body: <a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="hover:underline">{phone}</a> },
    ...(email ? [{ icon: Mail, title: m.contact_email({}, lang), body: <a href={`mailto:${email}`} className="hover:underline">{email}</a> }] : []),
    ...(address ? [{ icon: MapPin, title: m.contact_address({}, lang), body: address }] : []),
    ...(hours ? [{ icon: Clock, title: m.contact_hours({}, lang), body: hours }] : []),
  ];

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(values, lang.locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void fetcher.submit(event.currentTarget, { method: "post" });
  }

  const shownErrors = { ...result?.errors, ...errors };
  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    required: true,
    value: values[name],
    "aria-invalid": shownErrors[name] ? true : undefined,
    "aria-describedby": shownErrors[name] ? `contact-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const errorText = (name: Field) =>
    shownErrors[name] ? (
      <p id={`contact-${name}-error`} className="text-sm text-red-700">
        {shownErrors[name]}
      </p>
    ) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.contact_title({}, lang)}</h1>
      <p className="mt-2 text-gray-600">{m.contact_intro({}, lang)}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.5fr]">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {cards.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-lg border border-gray-200 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-1 text-gray-700">{body}</p>
              </div>
            </li>
          ))}
        </ul>

        <section aria-labelledby="contact-form-heading" className="relative rounded-lg border border-gray-200 p-6">
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {m.contact_form_heading({}, lang)}
          </h2>
          {/* Without JavaScript the answer is this line; with it, the toast. */}
          {actionData?.sent ? (
            <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-brand-800">
              {sent}
            </p>
          ) : null}
          {result?.refused ? (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
              {result.refused}
            </p>
          ) : null}
          <fetcher.Form method="post" className="mt-6 space-y-4" onSubmit={onSubmit}>
            <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
              <label>
                {m.contact_leave_empty({}, lang)}
                <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="contact-name">{m.confirm_name({}, lang)}</Label>
                <Input {...field("name")} autoComplete="name" maxLength={100} />
                {errorText("name")}
              </div>
              <div className="space-y-2">
                <Label htmlFor="contact-email">{m.contact_email({}, lang)}</Label>
                <Input {...field("email")} type="email" autoComplete="email" maxLength={254} />
                {errorText("email")}
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-subject">{m.contact_subject({}, lang)}</Label>
              <Input {...field("subject")} maxLength={200} />
              {errorText("subject")}
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-message">{m.contact_message({}, lang)}</Label>
              <Textarea {...field("message")} rows={6} maxLength={5000} />
              {errorText("message")}
            </div>
            <Button type="submit" size="lg" disabled={sending}>
              {m.contact_send({}, lang)}
            </Button>
          </fetcher.Form>
        </section>
      </div>
    </div>
  );
}
