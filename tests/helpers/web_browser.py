"""A headless Chromium driven by Selenium, for the web pages' browser tests and their screenshots.

Debian's `chromium` and `chromium-driver` (`make test` installs them when missing, as root, unless
CHROMIUM_INSTALL=no); where either is missing, `missing()` says why and the tests skip. This
machine's network is closed: the flags below keep Chromium from reaching out (without them it
waits on refused connections), and every run gets a new, empty profile."""
from __future__ import annotations

import base64
import contextlib
import io
import os
import shutil
import tempfile

FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1")
BINARIES = ("/usr/bin/chromium", "/usr/lib/chromium/chromium")
DRIVERS = ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")


def _found(paths, name):
    for path in paths:
        if os.access(path, os.X_OK):
            return path
    return shutil.which(name)


def missing():
    """Why the browser tests cannot run here, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "the selenium package is not installed (requirements-dev.txt)"
    if not _found(BINARIES, "chromium"):
        return ("Chromium is not installed, so the browser tests cannot run: install the Debian packages "
                "'chromium' and 'chromium-driver' (make test does it when run as root, unless CHROMIUM_INSTALL=no)")
    if not _found(DRIVERS, "chromedriver"):
        return "chromedriver is not installed: install the Debian package 'chromium-driver'"
    return None


@contextlib.contextmanager
def browser(width=1280, height=900, lang="en"):
    """A Chromium window of this size (CSS pixels), with `lang` as its Accept-Language."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="table-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = _found(BINARIES, "chromium")
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    options.add_argument(f"--lang={lang}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(options=options, service=Service(_found(DRIVERS, "chromedriver")))
    try:
        driver.set_page_load_timeout(60)
        driver.set_script_timeout(30)
        # The window's inner width, as a phone's or a desktop's screen would be.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait(driver, condition, seconds=30):
    """Wait until condition(driver) is true (a JavaScript expression's value, or a function's)."""
    from selenium.webdriver.support.ui import WebDriverWait
    test = (lambda d: d.execute_script(f"return {condition}")) if isinstance(condition, str) else condition
    return WebDriverWait(driver, seconds, poll_frequency=0.1).until(test)


def overflow(driver):
    """How many CSS pixels the page is wider than its window (0: nothing overflows)."""
    return driver.execute_script(
        "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"
        " - document.documentElement.clientWidth")


def all_pictures_loaded(driver):
    return driver.execute_script(
        "return Array.from(document.images).every(function (i) { return i.complete && i.naturalWidth > 0; })")


def screenshot(driver, path, height=None, colours=256):
    """The page as a PNG: the window, or its first `height` CSS pixels; kept small (a palette of
    `colours`) for the docs."""
    from PIL import Image
    width = driver.execute_script("return document.documentElement.clientWidth")
    full = driver.execute_script("return Math.ceil(document.body.getBoundingClientRect().bottom + window.scrollY)")
    shown = min(full, height) if height else driver.execute_script("return window.innerHeight")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": shown, "scale": 1}})
    image = Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGB")
    image.quantize(colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)
    return path


class Background:
    """An event loop in a thread of its own, for the web pages and the table while a synchronous
    browser drives the test: `run(coroutine)` waits for its result."""

    def __init__(self):
        import asyncio
        import threading
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coroutine, timeout=300):
        import asyncio
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def close(self):
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()
