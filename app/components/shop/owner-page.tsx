/**
 * A page the owner writes in Admin → Pages: its title and its Markdown, rendered to safe HTML on the
 * server (app/.server/content/markdown.ts escapes raw HTML and refuses script links).
 */
export function OwnerPage({ title, html, children }: { title: string; html: string; children?: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <OwnerPageBody html={html} className="mt-6" />
      {children}
    </article>
  );
}

/** The rendered Markdown with the shop's text styles (also the admin's preview). */
export function OwnerPageBody({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-relaxed text-gray-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a:hover]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:mt-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_p:first-child]:text-lg [&_p:first-child]:text-gray-600 [&_strong]:text-gray-900 [&_table]:my-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-gray-200 [&_td]:py-2 [&_td]:pr-3 [&_th]:py-2 [&_th]:pr-3 [&_th]:font-semibold [&_th]:text-gray-900 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Safe: rendered on the server with raw HTML escaped (markdown-it, html: false).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
