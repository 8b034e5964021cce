import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { toast } from "~/components/toast";
import { settingsFor } from "~/.server/settings";
import { pageMeta } from "~/components/shop/meta";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ContactSchema } from "~/lib/schemas/contact";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/contact";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

const SENT = "Message sent successfully! We'll get back to you soon.";

type Field = "name" | "email" | "subject" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", subject: "", message: "" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "Contact Us", loaderData?.hours ? `Call, e-mail or write to us. Business hours: ${loaderData.hours}.` : "Call, e-mail or write to us.");

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await settingsFor(context);
  return { phone: settings.supportPhone, email: settings.email, address: settings.address, hours: settings.businessHours };
}

function fieldErrors(values: unknown): Errors {
  const result = ContactSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Only reached without JavaScript (the page handles the form itself otherwise). The spec's contact
 * form sends nothing anywhere: the message is checked and dropped, never stored or forwarded.
 */
export async function action({ request }: Route.ActionArgs) {
  const errors = fieldErrors(Object.fromEntries(await request.formData()));
  return Object.keys(errors).length > 0 ? { sent: false, errors } : { sent: true, errors };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const { phone, email, address, hours } = loaderData;
  // A detail the shop has not given (empty in /admin/settings) has no card.
  const cards = [
    { icon: Phone, title: "Phone", body: <a href={`tel:${phone.replace(/[\s-]/g, "")}`} className="hover:underline">{phone}</a> },
    ...(email ? [{ icon: Mail, title: "Email", body: <a href={`mailto:${email}`} className="hover:underline">{email}</a> }] : []),
    ...(address ? [{ icon: MapPin, title: "Address", body: address }] : []),
    ...(hours ? [{ icon: Clock, title: "Business Hours", body: hours }] : []),
  ];

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    toast.success(SENT);
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
      <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
      <p className="mt-2 text-gray-600">Questions about a product or an order? We are happy to help.</p>

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
            Send us a message
          </h2>
          {actionData?.sent ? (
            <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-brand-800">
              {SENT}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" onSubmit={onSubmit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="contact-name">Name</Label>
                <Input {...field("name")} autoComplete="name" maxLength={100} />
                {errorText("name")}
              </div>
              <div className="space-y-2">
                <Label htmlFor="contact-email">Email</Label>
                <Input {...field("email")} type="email" autoComplete="email" maxLength={254} />
                {errorText("email")}
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-subject">Subject</Label>
              <Input {...field("subject")} maxLength={200} />
              {errorText("subject")}
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-message">Message</Label>
              <Textarea {...field("message")} rows={6} maxLength={5000} />
              {errorText("message")}
            </div>
            <Button type="submit" size="lg">
              Send Message
            </Button>
          </Form>
        </section>
      </div>
    </div>
  );
}
