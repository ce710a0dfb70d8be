export { renderProjectRoute as renderExperiencePage } from "../../../../components/testing/render-project-route";
