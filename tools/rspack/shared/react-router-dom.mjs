// What the front ends share as `react-router-dom`: the part of React Router they use. A shared module keeps
// every export it has, so sharing the package itself would ship all of React Router (data routers, server
// rendering, RSC: about 59 KB gzip); sharing this subset lets the bundler drop the rest. `react-router` is
// aliased to its production build (create-front-end-config.ts). A front end that imports a name missing
// here fails to build (exportsPresence: 'error'): add the name here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
