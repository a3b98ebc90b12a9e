import { Component, type ReactNode } from "react";

interface DialogBoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failed dialog download (e.g. offline, or a new deploy) from taking the page down. */
export class DialogBoundary extends Component<DialogBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
