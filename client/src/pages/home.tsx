// Temporary screen; replaced by the real page.
export default function Page() {
  return <h1>home</h1>;
}
