// Temporary screen; replaced by the real page.
export default function Page() {
  return <h1>terms-conditions</h1>;
}
