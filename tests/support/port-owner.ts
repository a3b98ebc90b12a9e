import fs from "node:fs";

/**
 * Linux: whether process `pid` holds the socket listening on TCP `port`. A port picked free is only
 * free until somebody binds it: on a busy machine another test's server can take it while ours
 * starts, and then answers its health check for it. Elsewhere (no /proc) this answers true.
 */
export function listensOn(pid: number, port: number): boolean {
  if (!fs.existsSync("/proc/net/tcp")) return true;
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listening = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table = "";
    try {
      table = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    // Columns: sl local_address rem_address st ... inode (10th); state 0A is LISTEN.
    for (const line of table.split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[1].endsWith(hexPort) && f[3] === "0A") listening.add(f[9]);
    }
  }
  let fds: string[] = [];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      return inode !== undefined && listening.has(inode);
    } catch {
      return false;
    }
  });
}
