// Temporary screen; replaced by the real page.
export default function Page() {
  return <h1>international-trips</h1>;
}
