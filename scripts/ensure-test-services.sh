#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests, Java for the HTML checker (vnu.jar) and poppler's
# tools for reading invoices as a reader does (pdftotext, pdfimages), and makes sure PostgreSQL answers.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  echo 'Installing Chromium from Debian packages...'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  echo 'Installing Java from Debian packages (the W3C Nu HTML Checker runs on it)...'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
fi

if ! command -v pdftotext >/dev/null 2>&1; then
  echo 'Installing poppler-utils from Debian packages (the document tests read PDFs with it)...'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo 'Starting PostgreSQL...'
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
