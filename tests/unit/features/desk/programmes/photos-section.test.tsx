import { screen, waitFor, within } from "@testing-library/react";
import { apiPaths } from "@shared/api-paths";
import type { AuthUser } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import type { AdminProgramme } from "@/features/desk/programmes/api/programme-types";
import { ADMIN, programme as baseProgramme, serveProgrammes } from "./programme-fixtures";

const AGENT: AuthUser = { id: 2, username: "bo", role: "agent", name: null, email: null } as AuthUser;

const LAKE = { id: "aaaaaaaaaaaaaaaa", alt: "A lake at dusk", width: 1280, height: 853 };
const HALL = { id: "bbbbbbbbbbbbbbbb", alt: "A yoga hall with mats", width: 780, height: 520 };

/** The shared programme, with two photos unless told otherwise. */
const programme = (o: Partial<AdminProgramme> = {}): AdminProgramme => baseProgramme({ photos: [LAKE, HALL], ...o });
const serve = serveProgrammes;

async function openPhotos(me: AuthUser = ADMIN) {
  const rendered = renderWithProviders(<ProgrammesTab me={me} />);
  await rendered.user.click(await screen.findByRole("button", { name: "Just Me Time" }));
  const section = await screen.findByRole("region", { name: "Photos" });
  return { ...rendered, section };
}

describe("the programme editor's Photos", { timeout: 30_000 }, () => {
  it("moves a photo with buttons that name it, saving the new order with the version, focus staying with the photo; the editor then starts from the new version", async () => {
    let current = programme();
    const { calls } = serve(
      () => [current],
      (call) => {
        if (call.method !== "PATCH") return undefined;
        const body = call.body as { photos: { id: string; alt: string }[] };
        current = programme({ version: 3, photos: body.photos.map((p) => ({ ...(p.id === LAKE.id ? LAKE : HALL), alt: p.alt })) });
        return { body: current };
      },
    );
    const { user, section } = await openPhotos();
    const rows = () => within(section).getAllByRole("listitem").map((li) => within(li).getByRole("img").getAttribute("alt"));
    // The thumbnails' addresses come with the site's drawing of a programme, loaded once the section opens.
    await waitFor(() => expect(rows()).toEqual([LAKE.alt, HALL.alt]), { timeout: 10_000 });
    expect(within(section).getByRole("button", { name: "Move Photo 1 up" })).toBeDisabled();

    await user.click(within(section).getByRole("button", { name: "Move Photo 2 up" }));
    await waitFor(() => expect(rows()).toEqual([HALL.alt, LAKE.alt]));
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toBe(apiPaths.adminProgramme.href(7));
    expect(patch.body).toEqual({ version: 2, photos: [{ id: HALL.id, alt: HALL.alt }, { id: LAKE.id, alt: LAKE.alt }] });
    // At the top its Up button is off: the photo's alt text has focus.
    await waitFor(() => expect(within(section).getByRole("textbox", { name: "Photo 1 alt text" })).toHaveFocus());
    expect(screen.getByText(/^Version 3, saved by meera/)).toBeInTheDocument();
  });

  it("asks for the alt text before sending, and says the server's refusal of a file beside the file field", async () => {
    const { calls } = serve(
      () => [programme()],
      (call) => (call.method === "POST" ? { status: 400, body: { message: "The file must be a JPEG, PNG or WebP photo; this file is an SVG drawing", errors: [{ path: "photo", message: "The file must be a JPEG, PNG or WebP photo; this file is an SVG drawing" }] } } : undefined),
    );
    const { user, section } = await openPhotos();
    const file = within(section).getByLabelText(/^Photo \(JPEG/);
    await user.upload(file, new File(["<svg/>"], "art.jpg", { type: "image/jpeg" }));
    await user.click(within(section).getByRole("button", { name: "Upload photo" }));
    const alt = within(section).getByRole("textbox", { name: "Alt text" });
    await waitFor(() => expect(alt).toHaveAttribute("aria-invalid", "true"));
    expect(alt).toHaveAccessibleDescription(/Every photo needs its alt text/);
    expect(alt).toHaveFocus();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(alt, "Tea bushes in the rain");
    await user.click(within(section).getByRole("button", { name: "Upload photo" }));
    await waitFor(() => expect(file).toHaveAttribute("aria-invalid", "true"));
    expect(file).toHaveAccessibleDescription("The file must be a JPEG, PNG or WebP photo; this file is an SVG drawing.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([apiPaths.programmePhotos.href(7)]);
  });

  it("removes a photo only when asked twice", async () => {
    let current = programme();
    const { calls } = serve(
      () => [current],
      (call) => {
        if (call.method !== "DELETE") return undefined;
        current = programme({ version: 3, photos: [HALL] });
        return { status: 204 };
      },
    );
    const { user, section } = await openPhotos();
    await user.click(within(section).getByRole("button", { name: "Remove Photo 1" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    const confirm = within(section).getByRole("button", { name: "Remove photo" });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));
    expect(calls.find((c) => c.method === "DELETE")!.url).toBe(apiPaths.programmePhoto.href(7, LAKE.id));
  });

  it("when an alt text of 150 emoji (300 UTF-16 units) is typed, then the desk keeps and saves every character, as the server counts 200 characters", async () => {
    let current = programme();
    const { calls } = serve(
      () => [current],
      (call) => {
        if (call.method !== "PATCH") return undefined;
        const body = call.body as { photos: { id: string; alt: string }[] };
        current = programme({ version: 3, photos: body.photos.map((p) => ({ ...(p.id === LAKE.id ? LAKE : HALL), alt: p.alt })) });
        return { body: current };
      },
    );
    const { user, section } = await openPhotos();
    const alt = within(section).getByRole("textbox", { name: "Photo 1 alt text" });
    const emoji = "🌿".repeat(150);
    await user.clear(alt);
    await user.paste(emoji);
    expect(alt).toHaveValue(emoji);
    await user.click(within(section).getAllByRole("button", { name: "Save alt text" })[0]);
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect((calls.find((c) => c.method === "PATCH")!.body as { photos: { alt: string }[] }).photos[0].alt).toBe(emoji);
  });

  it("shows an agent the photos with their alt texts and no controls", async () => {
    serve(() => [programme()]);
    const { section } = await openPhotos(AGENT);
    expect((await within(section).findAllByRole("img", {}, { timeout: 10_000 })).map((i) => i.getAttribute("alt"))).toEqual([LAKE.alt, HALL.alt]);
    expect(within(section).queryAllByRole("button")).toEqual([]);
    expect(within(section).queryByRole("textbox")).toBeNull();
  });
});
