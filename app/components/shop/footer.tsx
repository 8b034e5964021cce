import { Link } from "react-router";
import { useLocalePath } from "~/components/i18n";
import { useShellTexts } from "~/components/shop/shell-texts";

type FooterLink = { to: string; label: string };

export type SocialLinks = {
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  youtube: string | null;
};

// Brand marks are not in lucide; simple 24×24 paths drawn with currentColor.
const SOCIAL: { id: keyof SocialLinks; label: string; path: string }[] = [
  {
    id: "facebook",
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.5-4h-3V8.9c0-.6.3-.9.5-.9Z",
  },
  {
    id: "instagram",
    label: "Instagram",
    path: "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.3-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  },
  {
    id: "x",
    label: "X (Twitter)",
    path: "M3 3h5.2l4.3 6 5.1-6h2.6l-6.5 7.6L21 21h-5.2l-4.6-6.4L5.6 21H3l7-8.1L3 3Zm3.7 1.6 10 14.8h1.5l-10-14.8H6.7Z",
  },
  {
    id: "youtube",
    label: "YouTube",
    path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z",
  },
];

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: FooterLink[];
}) {
  const to = useLocalePath();
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link
              to={to(link.to)}
              className="text-gray-300 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type FooterProps = {
  storeName: string;
  /** The shop's pages (http/https only, checked when saved); an icon without a link is not shown. */
  social: SocialLinks;
};

/** Site footer: about, quick links, customer service, newsletter blurb with social icons, registration numbers, copyright. */
export function Footer({ storeName, social }: FooterProps) {
  const { nav, footer: texts } = useShellTexts();
  const quickLinks: FooterLink[] = [
    { to: "/", label: nav.home },
    { to: "/shop", label: texts.shop },
    { to: "/about", label: texts.about },
    { to: "/contact", label: texts.contact },
  ];
  const serviceLinks: FooterLink[] = [
    { to: "/contact", label: texts.help },
    { to: "/returns", label: texts.returns },
    { to: "/shipping", label: texts.shipping },
    { to: "/track", label: texts.track },
    { to: "/terms", label: texts.terms },
    { to: "/privacy", label: texts.privacy },
  ];
  const socialLinks = SOCIAL.flatMap((item) => {
    const href = social[item.id];
    return href ? [{ ...item, href }] : [];
  });
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-lg font-bold text-white">{storeName}</h2>
          <p className="text-sm leading-relaxed">{texts.aboutText}</p>
        </div>
        <LinkColumn title={texts.quickLinks} links={quickLinks} />
        <LinkColumn title={texts.customerService} links={serviceLinks} />
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            {texts.newsletter}
          </h2>
          <p className="text-sm">{texts.newsletterText}</p>
          {socialLinks.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label={texts.social}>
              {socialLinks.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={item.label}
                    className="flex size-10 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand-700 hover:text-white"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      className="size-5"
                      fill="currentColor"
                    >
                      <path d={item.path} fillRule="evenodd" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-gray-400">
          {/* Shown when set: Bangladesh's Digital Commerce guidelines ask shops to show both. */}
          {texts.tradeLicence || texts.dbid ? (
            <p className="mb-2 flex flex-wrap justify-center gap-x-6 gap-y-1">
              {texts.tradeLicence ? <span>{texts.tradeLicence}</span> : null}
              {texts.dbid ? <span>{texts.dbid}</span> : null}
            </p>
          ) : null}
          <p>{texts.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
