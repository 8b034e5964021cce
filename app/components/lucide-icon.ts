import { createElement, type ReactNode, type SVGProps } from "react";

/** An icon as lucide-react's icon modules describe it (`__iconData` in lucide-react/dist/esm/icons/*.mjs). */
export type LucideIconData = {
  name: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string | number>][];
};

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

// lucide-react's own factory (createLucideIcon, its Icon, context and attribute builders) is ~1 kB
// gzipped on every page for options this app never uses: a provider, size, color, absolute or
// non-scaling strokes. The build gives lucide's icon modules this one instead (scripts/
// lucide-icon-plugin.ts), on the server and in the browser alike. It draws the same markup for what
// the app passes (className, strokeWidth, aria-*, ref, any other svg attribute):
// lucide-icon.test.ts renders icons both ways and compares them.
export default function createLucideIcon(icon: LucideIconData) {
  const size = icon.size ?? 24;
  const classes = ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  return function LucideIcon({ className, children, ...rest }: IconProps) {
    // Decorative unless told otherwise, as lucide's: aria-hidden unless the icon has a label, role, title or children.
    const labelled = children != null || Object.entries(rest).some(([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null);
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${size} ${size}`,
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...classes, ...(className ?? "").split(/\s+/)])].filter(Boolean).join(" "),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
