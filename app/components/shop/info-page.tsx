/** A static information page: title, intro and titled sections of text. */
export function InfoPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-gray-600">{intro}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-gray-700">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}
