/** The spec's plain "Loading..." state, announced to screen readers. */
export function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-gray-600">
      Loading...
    </p>
  );
}
