// Output folders and files (analysis/io/output_dir.hpp): the name checked and normalised before any
// work, a staging name that fits beside any legal output name, nothing left when the output is not
// made, and a failed write that names the output file and its cause.
#include <gtest/gtest.h>

#include <limits.h>
#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <string>

#include "io/errors.hpp"
#include "io/output_dir.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

class OutputDir : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cpuroof-output-dir-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  [[nodiscard]] std::string in_dir(const std::string& name) const { return (dir_ / name).string(); }
  [[nodiscard]] bool empty() const { return fs::is_empty(dir_); }

  fs::path dir_;
};

}  // namespace

TEST_F(OutputDir, TrailingSeparatorsAndDotsNameTheFolderItself) {
  for (const char* given : {"new/", "new/.", "new/./", "new//", "new/./."})
    EXPECT_EQ(new_output_path(in_dir(given)), dir_ / "new") << given;
  EXPECT_EQ(new_output_path("new/"), fs::path("new"));
  EXPECT_TRUE(empty());
}

TEST_F(OutputDir, NamesOfExistingFoldersAreRefusedAtOnce) {
  fs::create_directories(dir_ / "x");
  for (const std::string& given : {in_dir("x"), in_dir("x/"), in_dir("x/.."), in_dir("x/../"), std::string("."),
                                   std::string("./"), std::string(".."), std::string("/"), std::string("//.")}) {
    try {
      new_output_path(given);
      ADD_FAILURE() << given << " was accepted";
    } catch (const InputError& e) {
      EXPECT_TRUE(has(e.what(), "never overwrites")) << e.what();
    }
  }
  EXPECT_THROW(new_output_path(""), InputError);
  EXPECT_THROW(new_output_path(in_dir(std::string(NAME_MAX + 1, 'n'))), InputError);
  fs::remove(dir_ / "x");
  EXPECT_TRUE(empty());
}

TEST_F(OutputDir, AFileAboveTheOutputIsRefused) {
  { std::ofstream(dir_ / "file") << "x"; }
  EXPECT_THROW(new_output_path(in_dir("file/new")), InputError);
  EXPECT_THROW(new_output_path(in_dir("file/deeper/new")), InputError);
}

TEST_F(OutputDir, StagingNamesFitBesideTheLongestLegalName) {
  const std::string pid = std::to_string(::getpid());
  EXPECT_EQ(staging_name("run"), ".run.partial-" + pid);
  for (std::size_t length : {200, 240, 241, 250, 255}) {
    const std::string name(length, 'n');
    const std::string staged = staging_name(name);
    EXPECT_LE(staged.size(), static_cast<std::size_t>(NAME_MAX)) << length;
    EXPECT_EQ(staged.front(), '.');  // hidden: cpuroof index skips it
    EXPECT_TRUE(staged.ends_with(".partial-" + pid)) << staged;
  }
  // Cut short at a whole UTF-8 character (é is two bytes).
  std::string accented;
  while (accented.size() < NAME_MAX - 1) accented += "\xc3\xa9";
  const std::string staged = staging_name(accented);
  const std::string kept = staged.substr(1, staged.size() - 1 - (".partial-" + pid).size());
  EXPECT_EQ(kept.size() % 2, 0u) << kept.size();
}

TEST_F(OutputDir, ALongOutputNameIsStagedAndCommitted) {
  const fs::path target = dir_ / std::string(250, 'r');
  {
    StagedDir staged(new_output_path(target.string() + "/"));
    staged.write("roofs.csv", "a,b\n");
    staged.commit();
  }
  EXPECT_TRUE(fs::exists(target / "roofs.csv"));
  write_file_atomically(dir_ / std::string(NAME_MAX, 'i'), "x\n");
  EXPECT_TRUE(fs::exists(dir_ / std::string(NAME_MAX, 'i')));
}

TEST_F(OutputDir, AnOutputNotMadeLeavesNoFolderAboveIt) {
  {
    StagedDir staged(new_output_path(in_dir("a/b/run")));
    staged.write("roofs.csv", "a,b\n");
    EXPECT_TRUE(fs::exists(dir_ / "a" / "b"));
  }  // not committed
  EXPECT_TRUE(empty());
  fs::create_directories(dir_ / "a");
  { StagedDir staged(new_output_path(in_dir("a/b/run"))); }
  EXPECT_TRUE(fs::exists(dir_ / "a"));  // there before: kept
  EXPECT_FALSE(fs::exists(dir_ / "a" / "b"));
}

TEST_F(OutputDir, AWriteBeyondTheFileSizeLimitNamesTheOutputFile) {
  const auto previous_action = std::signal(SIGXFSZ, SIG_IGN);  // as the CLI does
  rlimit before{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
  rlimit small = before;
  small.rlim_cur = 4096;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  std::string message;
  try {
    StagedDir staged(dir_ / "run");
    staged.write("small.csv", "a,b\n");
    staged.write("roofs.csv", std::string(10000, 'x'));
    staged.commit();
  } catch (const EnvironmentError& e) {
    message = e.what();
  }
  ::setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, previous_action);
  EXPECT_EQ(message, (dir_ / "run" / "roofs.csv").string() + ": write failed (File too large)");
  EXPECT_TRUE(empty());  // neither the folder nor its staging
}
