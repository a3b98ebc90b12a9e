import { screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import { ADMIN, programme, serveProgrammes } from "./programme-fixtures";

const LAKE = { id: "aaaaaaaaaaaaaaaa", alt: "A lake at dusk", width: 1280, height: 853 };
const TEA = { id: "cccccccccccccccc", alt: "Tea bushes in the rain", width: 1280, height: 853 };

async function openPhotos() {
  const rendered = renderWithProviders(<ProgrammesTab me={ADMIN} />);
  await rendered.user.click(await screen.findByRole("button", { name: "Just Me Time" }));
  const section = await screen.findByRole("region", { name: "Photos" });
  return { ...rendered, section };
}

async function upload(section: HTMLElement, user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.upload(within(section).getByLabelText(/^Photo \(JPEG/), new File(["x"], "tea.jpg", { type: "image/jpeg" }));
  await user.type(within(section).getByRole("textbox", { name: "Alt text" }), TEA.alt);
  await user.click(within(section).getByRole("button", { name: "Upload photo" }));
}

describe("where focus goes after a photo upload", { timeout: 30_000 }, () => {
  it("when the server refuses the file, then the refusal is announced and the file field is focused", async () => {
    const refusal = "The file must be a JPEG, PNG or WebP photo; this file is an SVG drawing";
    serveProgrammes(
      () => [programme({ photos: [LAKE] })],
      (call) => (call.method === "POST" ? { status: 400, body: { message: refusal, errors: [{ path: "photo", message: refusal }] } } : undefined),
    );
    const { user, section } = await openPhotos();
    await upload(section, user);
    expect(await within(section).findByRole("alert")).toHaveTextContent(refusal);
    await waitFor(() => expect(within(section).getByLabelText(/^Photo \(JPEG/)).toHaveFocus());
  });

  it("when the photo is saved, then focus is on the new photo's alt text", async () => {
    let current = programme({ photos: [LAKE] });
    serveProgrammes(
      () => [current],
      (call) => {
        if (call.method !== "POST") return undefined;
        current = programme({ photos: [LAKE, TEA], version: 3 });
        return { status: 201, body: TEA };
      },
    );
    const { user, section } = await openPhotos();
    await upload(section, user);
    const alt = await within(section).findByRole("textbox", { name: "Photo 2 alt text" });
    expect(alt).toHaveValue(TEA.alt);
    await waitFor(() => expect(alt).toHaveFocus());
  });
});
