import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">{`${location.pathname}${location.search}|${String(location.state ?? '')}`}</output>
  );
}

function renderAt(link: ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[basename ? `${basename}/home` : '/home']} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => page.getByTestId('where').element().textContent;

describe('Link', () => {
  it("is an anchor to the page, with the router's basename", async () => {
    await renderAt(<Link to="/login?redirect=%2Fset">Entrar</Link>, '/m');
    const link = page.getByRole('link', { name: 'Entrar' });
    await expect.element(link).toHaveAttribute('href', '/m/login?redirect=%2Fset');
  });

  it('goes to the page in the app on a plain tap, with its state', async () => {
    await renderAt(
      <Link to="/register" state="from-login">
        Registar
      </Link>,
    );
    await page.getByRole('link', { name: 'Registar' }).click();
    await expect.poll(where).toBe('/register|from-login');
  });

  it('replaces the history entry when asked', async () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Voltar
        </button>
      );
    }
    await render(
      <MemoryRouter initialEntries={['/a', '/home']} initialIndex={1}>
        <Link to="/forget" replace>
          Esqueci
        </Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    await page.getByRole('link', { name: 'Esqueci' }).click();
    await expect.poll(where).toBe('/forget|');
    // The entry it replaced is gone: back reaches the page before it.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(where).toBe('/a|');
  });

  it('leaves a modified click to the browser and lets its own handler cancel the way', async () => {
    let clicks = 0;
    await renderAt(
      <>
        <Link to="/promo" onClick={() => (clicks += 1)}>
          Promoções
        </Link>
        <Link to="/vip" onClick={(event) => event.preventDefault()}>
          VIP
        </Link>
      </>,
    );
    // A ctrl-click opens a new tab in a real browser: the router must not take it. The test stops
    // the browser's own default after the app has seen the click, so the page under test stays.
    let leftToBrowser = false;
    const stop = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      await userEvent.keyboard('{Control>}');
      await page.getByRole('link', { name: 'Promoções' }).click();
      await userEvent.keyboard('{/Control}');
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(clicks).toBe(1);
    expect(leftToBrowser).toBe(true);
    expect(where()).toBe('/home|');
    await page.getByRole('link', { name: 'VIP' }).click();
    expect(where()).toBe('/home|');
  });
});
