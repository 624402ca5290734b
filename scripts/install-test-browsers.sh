#!/usr/bin/env bash
# The browsers `npm test` drives, from Debian's packages (Debian/Ubuntu with apt-get):
#   chromium           the build's install screenshots; Playwright's suite where the shell is not
#   chromium-headless-shell  Playwright's end-to-end suite (where the release has it; neither
#                      Chromium package is added when CHROMIUM_PATH is set)
#   webkit2gtk-driver  WebKit: WebKitWebDriver and WebKitGTK's MiniBrowser
#   firefox-esr        Firefox, driven over WebDriver BiDi
#   xvfb               the X display MiniBrowser needs on a machine without one
#   poppler-utils      pdftotext, which reads the resume PDF back as applicant-tracking systems do
# Installs only what is missing; uses sudo when not root. `npm test` runs it first (pretest), so
# a fresh Debian machine needs nothing but `npm install && npm test`.
set -euo pipefail

missing=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
# Debian has chromium-headless-shell (Ubuntu has not): wanted there, or where the package lists know it.
shell=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1 &&
  { grep -qsE '^ID="?debian' /etc/os-release || apt-cache show chromium-headless-shell >/dev/null 2>&1; }; then
  shell=(chromium-headless-shell)
fi
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
[ -n "${FIREFOX_PATH:-}" ] || command -v firefox-esr >/dev/null 2>&1 || command -v firefox >/dev/null 2>&1 || missing+=(firefox-esr)
[ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)

# Not a browser: the Java the Nu HTML Checker runs on (tests/build/valid-html.test.ts).
[ -n "${JAVA_HOME:-}" ] || command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

[ ${#missing[@]} -eq 0 ] && [ ${#shell[@]} -eq 0 ] && exit 0
if ! grep -qsE '^(ID|ID_LIKE)="?([a-z]+ )*(debian|ubuntu)' /etc/os-release || ! command -v apt-get >/dev/null 2>&1; then
  # Elsewhere, scripts/browsers/install-test-browsers.ts says what it could not install and how.
  echo "install-test-browsers: not Debian/Ubuntu, so apt-get does not install ${missing[*]}" >&2
  exit 0
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
listed="${missing[*]} ${shell[*]}"
echo "install-test-browsers: this is Debian/Ubuntu, so apt-get installs what npm test drives and is missing: $(echo $listed)${sudo:+ (sudo may ask for your password)}"
$sudo apt-get update -qq
[ ${#missing[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
if [ ${#shell[@]} -gt 0 ] && ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${shell[@]}" >/dev/null; then
  echo "install-test-browsers: this release has no chromium-headless-shell, so Playwright drives the full Chromium (slower; the visual baselines are the shell's)" >&2
fi
