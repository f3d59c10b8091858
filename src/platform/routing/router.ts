/*
 * The app routes with react-router-dom (the product's card): hash routes, so the page is one file any host can serve
 * and the native app's and mini-program's web views can open any screen by its address. Screens take the router's
 * API from here, the platform layer every feature may import, and this list is the part of it the app relies on.
 */
export { createPath, HashRouter, Link, matchRoutes, Route, Router, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { Location, NavigateFunction, Navigator } from 'react-router-dom';
