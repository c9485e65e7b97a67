#!/bin/sh
# Put Cardtable into the desktop's application menu (for this user), from the unpacked bundle.
#   ./install-desktop-entry.sh            add the menu entry and the icon
#   ./install-desktop-entry.sh --remove   take them away again
# Needs no Python: it copies cardtable.desktop (with this folder's program in Exec=) and the icons
# into $XDG_DATA_HOME (default ~/.local/share), where freedesktop.org menus look.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor"

if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/cardtable.desktop" "$icons/scalable/apps/cardtable.svg"
  for png in "$here"/icons/cardtable-*.png; do
    size=$(basename "$png" .png | sed 's/cardtable-//')
    rm -f "$icons/${size}x${size}/apps/cardtable.png"
  done
  echo "Cardtable's menu entry removed."
  exit 0
fi

mkdir -p "$apps" "$icons/scalable/apps"
cp "$here/icons/cardtable.svg" "$icons/scalable/apps/cardtable.svg"
for png in "$here"/icons/cardtable-*.png; do
  size=$(basename "$png" .png | sed 's/cardtable-//')
  mkdir -p "$icons/${size}x${size}/apps"
  cp "$png" "$icons/${size}x${size}/apps/cardtable.png"
done
# Exec= needs the program's absolute path; quote it for spaces (Desktop Entry spec, "Exec key").
sed "s|^Exec=cardtable |Exec=\"$here/cardtable\" |" "$here/cardtable.desktop" > "$apps/cardtable.desktop"
chmod 644 "$apps/cardtable.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
echo "Cardtable is in the application menu ($apps/cardtable.desktop)."
