// What the front ends share as `react-router-dom`: the part of React Router they use. A shared module keeps
// every export it has, so sharing the package itself would ship all of React Router (data routers, server
// rendering, RSC: about 59 KB gzip); sharing this subset lets the bundler drop the rest. It is shared as both
// `react-router-dom` and `react-router`; `react-router-production` is an alias of React Router's production
// build (create-front-end-config.ts). A front end that imports a name missing here would get a blank page at
// run time: shell/src/remotes/shared-subsets.spec.ts fails on it. Add the name here.
export {
  BrowserRouter,
  createPath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Router,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-production';
