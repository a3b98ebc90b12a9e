// Temporary screen; replaced by the real page.
export default function Page() {
  return <h1>queer-womens-retreats</h1>;
}
