import { lightRoutes } from './light-routes';
import { routes } from './routes';
import { storeRoutes } from './settings';

describe('light routes', () => {
  it('name the same endpoints as the route table', () => {
    for (const [name, light] of Object.entries(lightRoutes)) {
      const full = { ...routes, ...storeRoutes }[name as keyof typeof routes];
      expect({ name, method: light.method, path: light.path, access: light.access }).toEqual({ name, method: full.method, path: full.path, access: full.access });
      expect(light).not.toHaveProperty('response');
    }
  });
});
