/** A page's h1 with an optional one-line introduction. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 text-gray-600">{intro}</p> : null}
    </div>
  );
}
