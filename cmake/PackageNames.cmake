# Reads cmake/packages.txt (what cpuroof needs and each system's package for it) into the install
# advice a failed configure prints.

# The install commands, one per system, in the table's column order after key and group.
set(_cpuroof_package_systems "Debian/Ubuntu" "Fedora" "Arch" "openSUSE" "macOS (Homebrew)")
set(_cpuroof_package_commands "sudo apt-get install" "sudo dnf install" "sudo pacman -S" "sudo zypper install"
                              "brew install")

# Sets <out> to one line per system: its install command for the packages of <keys> (rows of the table).
function(cpuroof_install_advice out keys)
  file(STRINGS "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/packages.txt" rows REGEX "^[^#]")
  set(advice "")
  foreach(system_index RANGE 0 4)
    math(EXPR column "${system_index} + 2")
    set(names "")
    foreach(row IN LISTS rows)
      string(REGEX REPLACE "[ \t]+" ";" fields "${row}")
      list(GET fields 0 key)
      if(key IN_LIST keys)
        list(GET fields ${column} cell)
        if(NOT cell STREQUAL "-")
          string(REPLACE "," " " cell "${cell}")
          string(APPEND names " ${cell}")
        endif()
      endif()
    endforeach()
    list(GET _cpuroof_package_systems ${system_index} system)
    list(GET _cpuroof_package_commands ${system_index} command)
    if(names)
      string(APPEND advice "\n  ${system}: ${command}${names}")
    endif()
  endforeach()
  set(${out} "${advice}" PARENT_SCOPE)
endfunction()
