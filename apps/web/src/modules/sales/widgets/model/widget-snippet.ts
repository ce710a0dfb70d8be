import type { WidgetOptions } from "../../../../../widget/src/widget-options";

function attributeValue(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The HTML a company pastes into its website: the script from our host, and the element the
 * script draws the widget into, with exactly the attributes the widget reads.
 */
export function widgetSnippet(origin: string, options: WidgetOptions): string {
  const attributes: [string, string | undefined][] = [
    ["data-tenant", options.tenant],
    ["data-placement", options.placement],
    ["data-experience", options.experience],
    ["data-project", options.project],
    ["data-layout", options.layout],
    ["data-language", options.language],
    ["data-label", options.label],
  ];
  const written = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${attributeValue(value)}"`)
    .join("");
  return [
    `<script src="${attributeValue(`${origin.replace(/\/+$/, "")}/widget.js`)}" async></script>`,
    `<div data-stund-widget${written}></div>`,
  ].join("\n");
}
