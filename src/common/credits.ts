/** An open-source package the site runs on, as the build found it installed. */
export interface Credit {
  name: string;
  version: string;
  /** Its licence as it declares it: an SPDX expression such as MIT or (MIT OR Apache-2.0). */
  licence: string;
  /** One of the project's own dependencies (not one of theirs). */
  direct: boolean;
}
