#!/bin/sh
# Put Cardtable into the desktop's application menu (for this user), from the unpacked bundle.
#   ./install-desktop-entry.sh            add the menu entry, the icon and the saved games' type
#   ./install-desktop-entry.sh --remove   take them away again
# Needs no Python: it copies cardtable.desktop (with this folder's program in Exec=), the icons and
# the MIME type of saved games (cardtable-mime.xml: *.cardtable) into $XDG_DATA_HOME (default
# ~/.local/share), where freedesktop.org menus and file managers look, and updates the caches they
# read. The entry names this folder: after moving the folder, run this script again from there.
# --remove leaves nothing it made: the caches are updated, and those (and the folders) with
# nothing left in them are deleted.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor"
mime="$data/mime"
sizes=$(for png in "$here"/icons/cardtable-*.png; do basename "$png" .png | sed 's/cardtable-//'; done)

have() { command -v "$1" >/dev/null 2>&1; }

# Each cache: updated where something else still needs it, deleted where nothing is left in it.
update_caches() {
  if [ -d "$apps" ] && have update-desktop-database; then
    update-desktop-database -q "$apps" || true
    # An index with no type in it (only its "[MIME Cache]" heading) says nothing.
    if [ -f "$apps/mimeinfo.cache" ] && ! grep -q '=' "$apps/mimeinfo.cache"; then
      rm -f "$apps/mimeinfo.cache"
    fi
  fi
  if [ -n "$(ls -A "$mime/packages" 2>/dev/null)" ]; then
    have update-mime-database && update-mime-database "$mime" >/dev/null 2>&1 || true
  else
    rm -rf "$mime"  # no package left: all else there is generated from the packages
  fi
  if [ -d "$icons" ]; then
    if [ -n "$(find "$icons" -type f ! -name icon-theme.cache ! -name index.theme)" ]; then
      have gtk-update-icon-cache && gtk-update-icon-cache -q -t "$icons" >/dev/null 2>&1 || true
    else
      rm -f "$icons/icon-theme.cache"
    fi
  fi
}

if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/cardtable.desktop" "$icons/scalable/apps/cardtable.svg" "$mime/packages/cardtable.xml"
  for size in $sizes; do
    rm -f "$icons/${size}x${size}/apps/cardtable.png"
  done
  update_caches
  # The folders that are empty now (this script made them, or nothing was ever kept there).
  for size in $sizes scalable; do
    folder="$icons/$size"
    [ "$size" = scalable ] || folder="$icons/${size}x${size}"
    rmdir "$folder/apps" "$folder" 2>/dev/null || true
  done
  rmdir "$icons" "$data/icons" "$apps" 2>/dev/null || true
  echo "Cardtable's menu entry, icon and saved-game type removed."
  exit 0
fi

mkdir -p "$apps" "$icons/scalable/apps" "$mime/packages"
cp "$here/icons/cardtable.svg" "$icons/scalable/apps/cardtable.svg"
for size in $sizes; do
  mkdir -p "$icons/${size}x${size}/apps"
  cp "$here/icons/cardtable-$size.png" "$icons/${size}x${size}/apps/cardtable.png"
done
cp "$here/cardtable-mime.xml" "$mime/packages/cardtable.xml"
# Exec= needs the program's absolute path; quote it for spaces (Desktop Entry spec, "Exec key").
sed "s|^Exec=cardtable |Exec=\"$here/cardtable\" |" "$here/cardtable.desktop" > "$apps/cardtable.desktop"
chmod 644 "$apps/cardtable.desktop"
update_caches
echo "Cardtable is in the application menu ($apps/cardtable.desktop), and file managers offer it"
echo "for saved games (*.cardtable). After moving this folder, run this script again from there."
