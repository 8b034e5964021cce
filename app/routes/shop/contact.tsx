import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { toast } from "~/components/toast";
import { settingsFor } from "~/.server/settings";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { localeContext } from "~/.server/request-context";
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
  return { phone: settings.supportPhone, email: settings.email, address: settings.address, hours: settings.businessHours };
}

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

/**
 * Only reached without JavaScript (the page handles the form itself otherwise). The spec's contact
 * form sends nothing anywhere: the message is checked and dropped, never stored or forwarded.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const errors = fieldErrors(Object.fromEntries(await request.formData()), context.get(localeContext));
  return Object.keys(errors).length > 0 ? { sent: false, errors } : { sent: true, errors };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const lang = useLang();
  const sent = m.contact_sent({}, lang);

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
    toast.success(sent);
    setValues(EMPTY);
  }

  const shownErrors = { ...actionData?.errors, ...errors };
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

        <section aria-labelledby="contact-form-heading" className="rounded-lg border border-gray-200 p-6">
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {m.contact_form_heading({}, lang)}
          </h2>
          {actionData?.sent ? (
            <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-brand-800">
              {sent}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" onSubmit={onSubmit}>
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
            <Button type="submit" size="lg">
              {m.contact_send({}, lang)}
            </Button>
          </Form>
        </section>
      </div>
    </div>
  );
}
