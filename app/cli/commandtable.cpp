// SPDX-License-Identifier: Apache-2.0
#include "app/cli/commandtable.h"

#include "app/cli/catalogcommands.h"
#include "app/cli/exportcommand.h"
#include "app/cli/pricescommand.h"
#include "app/cli/pricesimportcommand.h"
#include "app/cli/projectcommands.h"
#include "app/cli/recommendcommands.h"

#include <QtGlobal>

namespace Advisor::Cli {

namespace {
// Value names are translated in --help ("FILE" reads 文件 there); the manual page keeps them English.
constexpr const char *file = QT_TRANSLATE_NOOP("Advisor::Cli", "FILE");
constexpr const char *out = QT_TRANSLATE_NOOP("Advisor::Cli", "OUT");
constexpr const char *number = QT_TRANSLATE_NOOP("Advisor::Cli", "N");
constexpr const char *nameValue = QT_TRANSLATE_NOOP("Advisor::Cli", "NAME");
constexpr const char *region = QT_TRANSLATE_NOOP("Advisor::Cli", "REGION");
constexpr const char *path = QT_TRANSLATE_NOOP("Advisor::Cli", "PATH");
constexpr const char *seconds = QT_TRANSLATE_NOOP("Advisor::Cli", "SECONDS");

constexpr OptionSpec scenario{.name = "scenario",
                              .valueName = file,
                              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the scenario file"),
                              .need = Need::Required,
                              .orPositional = true};
constexpr OptionSpec catalog{
    .name = "catalog",
    .valueName = file,
    .description = QT_TRANSLATE_NOOP("Advisor::Cli", "a catalog file to use instead of the built-in one")};
constexpr OptionSpec prices{.name = "prices",
                            .valueName = file,
                            .description = QT_TRANSLATE_NOOP(
                                "Advisor::Cli", "a price file applied over the catalog, as File > Import prices does"),
                            .repeatable = true};
constexpr OptionSpec quote{
    .name = "quote",
    .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "TYPE=PRICE[,BILLING]"),
    .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                     "the price per hour of one instance of TYPE you were quoted (billing payg "
                                     "unless given), marked as yours (‡) in every table, report and export"),
    .repeatable = true};
constexpr OptionSpec rules{
    .name = "rules",
    .valueName = file,
    .description = QT_TRANSLATE_NOOP("Advisor::Cli", "an advice rules file to use instead of the built-in one")};
constexpr const char *formatDescription = QT_TRANSLATE_NOOP("Advisor::Cli", "the output format (default table)");
constexpr OptionSpec tableJsonCsv{.name = "format", .choices = "table|json|csv", .description = formatDescription};
constexpr OptionSpec tableJson{.name = "format", .choices = "table|json", .description = formatDescription};
constexpr OptionSpec json{.name = "json",
                          .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the same as --format json")};
constexpr OptionSpec aliyun{
    .name = "aliyun",
    .valueName = path,
    .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the aliyun client to run (default: aliyun on PATH)")};
constexpr OptionSpec timeout{
    .name = "timeout",
    .valueName = seconds,
    .description = QT_TRANSLATE_NOOP(
        "Advisor::Cli", "stop a call of the aliyun client that has not answered after this many seconds (default 60)")};
constexpr OptionSpec priceFileOut{.name = "out",
                                  .valueName = file,
                                  .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the price file to write"),
                                  .need = Need::Required};

// Each command's paragraph of the manual page, in troff: long enough to stand apart from the table below.
constexpr const char *catalogValidateManual =
    R"man(Checks a catalog file against the schema and the consistency rules. Every problem is printed with
its JSON pointer (or line and column for a syntax error).)man";
constexpr const char *catalogListManual = R"man(Lists every instance type of the built-in catalog (or of
.BR \-\-catalog )
with its GPU, vCPUs, memory, network and price.)man";
constexpr const char *catalogRefreshSpecsManual =
    R"man(Compares the catalog's instance types with Alibaba Cloud's DescribeInstanceTypes: from saved answers
.RI ( FILE ...\&)
or asked through the
.BR aliyun (1)
client for region
.IR REGION .
It lists each difference in vCPUs, memory, GPUs and network;
.B \-\-out
writes a copy of the catalog with the changes.)man";
constexpr const char *estimateManual =
    R"man(Prints the memory, time and cost estimate of a scenario file for its chosen configuration, and the
defaults taken for the fields the scenario leaves out.)man";
constexpr const char *recommendManual =
    R"man(Ranks the configurations that fit the scenario and explains the first choice, the decision path and
the checklist of warnings.
.BI \-\-gpu " NAME"
names a GPU the customer asked for ("H800", "A100 80GB"): the advice says whether an ECS family
offers it and, if not, which of the ranked configurations comes closest;
.BI \-\-top " N"
limits the list. The table and CSV show each instance family once, at its best-ranked size (the
sizes of a family differ mostly in vCPUs and memory);
.B \-\-all\-sizes
lists every size. JSON always holds every configuration.)man";
constexpr const char *timelineManual =
    R"man(The cost of the scenario's project month by month (its phases: fine-tune, serve, fine-tune again)
under each billing model, the month in which a commitment pays off against pay-as-you-go, and the
total. A scenario without project phases needs
.B \-\-months
.IR N ,
which runs its one job for that many months.)man";
constexpr const char *whatifManual =
    R"man(How the cost and the time move when each driver moves by 50 % either way (context length, users,
request rate, training tokens, utilisation, the customer discount) or to the neighbouring choice
(precision, billing model): both the re-ranked best and the first choice held fixed.)man";
constexpr const char *exportManual = R"man(Writes the A4 PDF report
.RB ( \-\-pdf ),
the comparison as CSV data
.RB ( \-\-csv :
numbers without grouping in one unit per column, named in the header, ISO dates; UTF-8 with a byte
order mark unless
.BR \-\-no\-bom )
and/or an XLSX workbook
.RB ( \-\-xlsx :
the comparison with number formats, the cost model with live formulas, the assumptions and the sources).
.B \-\-customer
and
.B \-\-prepared\-by
fill the report's cover. Files are written completely or not at all.)man";
constexpr const char *pricesFetchManual = R"man(Asks Alibaba Cloud's ECS API, through the user's own configured
.BR aliyun (1)
client (run directly, never through a shell; gpu-advisor never reads credentials), for the list
prices of the instance types of the families given
.RB ( \-\-families " gn7i,gn8is" )
or of every type
.RB ( \-\-all )
in region
.IR REGION :
.B DescribePrice
for pay-as-you-go
.RB ( "\-\-PriceUnit Hour" )
and a one-month subscription
.RB ( "\-\-PriceUnit Month \-\-Period 1" ),
.B DescribeSpotPriceHistory
for spot and
.B DescribeAvailableResource
for stock. It writes
.I FILE
as a price file for the wizard's price import: the instance's list price (not the account's
discounted price, not the disk and image), one row per type, region and billing model, dated
today, source "Alibaba DescribePrice API". Every request and raw answer go to
.B \-\-log
(default
.IR FILE .log.json).
Calls are paced
.RB ( \-\-pace ,
200 ms), throttled calls retried with waits of 1, 2, 4 and 8 s, but for at most
.B \-\-retry\-budget
seconds in all (120), after which the fetch stops; it says at the start how many calls it will
make and about how long they take. A call that hangs is stopped after
.B \-\-timeout
seconds (60). A fetch that stops early (client missing or not configured, key refused, a hang,
Ctrl-C) or in which calls failed never writes
.IR FILE :
what it got goes to
.IR FILE .partial
and the exit status is 1.)man";
constexpr const char *pricesImportManual = R"man(Reads answers saved from the
.BR aliyun (1)
client (DescribePrice, DescribeSpotPriceHistory) or the log of a
.B prices fetch
and writes them to
.I FILE
as a price file. An answer that does not name its instance type, region or billing model takes them
from
.BR \-\-type ,
.B \-\-region
and
.BR \-\-billing ;
.B \-\-date
dates the answers that carry no date (default: the day the file was last changed). Nothing is
written when any input is refused.)man";

std::vector<CommandSpec> catalogCommands()
{
    return {
        {.name = "catalog validate",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli", "check a catalog file; every problem goes to stderr"),
         .options = {{.valueName = file,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the catalog file to check"),
                      .need = Need::Required}},
         .run = runCatalogValidate,
         .manual = catalogValidateManual},
        {.name = "catalog list",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli", "every instance type with its GPU, specs and price"),
         .options = {catalog,
                     prices,
                     {.name = "region",
                      .valueName = region,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the prices of this region")},
                     tableJsonCsv},
         .run = runCatalogList,
         .manual = catalogListManual},
        {.name = "catalog refresh-specs",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                      "DescribeInstanceTypes compared with the catalog; --out writes a copy of the "
                                      "catalog with the changes"),
         .options = {{.valueName = file,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "a saved DescribeInstanceTypes answer"),
                      .repeatable = true,
                      .need = Need::OneOf},
                     {.name = "region",
                      .valueName = region,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "ask the aliyun client for the instance types of this region"),
                      .need = Need::OneOf},
                     aliyun,
                     timeout,
                     catalog,
                     {.name = "out",
                      .valueName = file,
                      .description =
                          QT_TRANSLATE_NOOP("Advisor::Cli", "write a copy of the catalog with the changes to FILE")}},
         .run = runCatalogRefreshSpecs,
         .manual = catalogRefreshSpecsManual},
    };
}

std::vector<CommandSpec> scenarioCommands()
{
    return {
        {.name = "estimate",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                      "the memory, time and cost estimate of a scenario for its chosen configuration"),
         .options = {scenario, catalog, prices, quote, tableJson},
         .run = runEstimateCommand,
         .manual = estimateManual},
        {.name = "recommend",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                      "the configurations that fit the scenario, ranked, and why the first one wins"),
         .options = {scenario,
                     catalog,
                     prices,
                     quote,
                     rules,
                     {.name = "gpu",
                      .valueName = nameValue,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "a GPU the customer asked for (\"H800\", \"A100 80GB\"): "
                                                       "whether a family offers it, or what comes closest")},
                     {.name = "top",
                      .valueName = number,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "list the first N only (default 10)")},
                     {.name = "all-sizes",
                      .description =
                          QT_TRANSLATE_NOOP("Advisor::Cli", "every size of a family, not only its best-ranked one")},
                     tableJsonCsv},
         .run = runRecommendCommand,
         .manual = recommendManual},
        {.name = "timeline",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                      "the project's cost month by month under each billing model, its break-even "
                                      "months and total"),
         .options = {scenario,
                     {.name = "months",
                      .valueName = number,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "the scenario's one job for N months, instead of its phases")},
                     catalog,
                     prices,
                     quote,
                     tableJson,
                     json},
         .run = runTimelineCommand,
         .manual = timelineManual},
        {.name = "whatif",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli", "how cost and time move when each driver moves ±50 %"),
         .options = {scenario, catalog, prices, quote, tableJson, json},
         .run = runWhatIfCommand,
         .manual = whatifManual},
    };
}

CommandSpec exportCommand()
{
    return {
        .name = "export",
        .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                     "the PDF report, the comparison as CSV data and/or a workbook whose cost model "
                                     "calculates"),
        .options =
            {scenario,
             {.name = "pdf", .valueName = out, .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the A4 PDF report")},
             {.name = "csv",
              .valueName = out,
              .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                               "the comparison as CSV data: numbers in one unit per column, UTF-8 "
                                               "with a byte order mark")},
             {.name = "xlsx",
              .valueName = out,
              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "a workbook whose cost model calculates")},
             {.name = "customer",
              .valueName = nameValue,
              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the customer, named on the report's cover")},
             {.name = "prepared-by",
              .valueName = nameValue,
              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "who prepared the report, named on its cover")},
             catalog,
             rules,
             prices,
             quote,
             {.name = "top",
              .valueName = number,
              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the first N rows of the comparison only")},
             {.name = "no-bom",
              .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the CSV without the byte order mark")}},
        .run = runExportCommand,
        .manual = exportManual,
    };
}

std::vector<CommandSpec> pricesCommands()
{
    return {
        {.name = "prices fetch",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli",
                                      "list prices from Alibaba's DescribePrice API through your configured aliyun "
                                      "client, as a price file"),
         .options = {{.name = "region",
                      .valueName = region,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the region whose prices are fetched"),
                      .need = Need::Required},
                     {.name = "zone",
                      .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "ZONE"),
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "ask about this zone of the region only")},
                     {.name = "families",
                      .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "FAMILY,…"),
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "the instance families to price, such as "
                                                       "gn7i,gn8is"),
                      .need = Need::OneOf},
                     {.name = "all",
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "every instance type of the catalog"),
                      .need = Need::OneOf},
                     priceFileOut,
                     aliyun,
                     {.name = "log",
                      .valueName = file,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "where every request and answer goes (default: the --out "
                                                       "file's name with .log.json added)")},
                     timeout,
                     {.name = "pace",
                      .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "MS"),
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "milliseconds between calls (default 200)")},
                     {.name = "retry-budget",
                      .valueName = seconds,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "the seconds throttled calls may wait for retries in all, "
                                                       "after which the fetch stops (default 120)")},
                     catalog},
         .run = runPricesFetch,
         .manual = pricesFetchManual},
        {.name = "prices import",
         .summary = QT_TRANSLATE_NOOP("Advisor::Cli", "saved aliyun answers or a fetch log, as a price file"),
         .options = {{.valueName = file,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "a saved answer of the aliyun client, or the log of a prices "
                                                       "fetch"),
                      .repeatable = true,
                      .need = Need::Required},
                     priceFileOut,
                     {.name = "type",
                      .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "TYPE"),
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the instance type of answers that name none")},
                     {.name = "region",
                      .valueName = region,
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the region of answers that name none")},
                     {.name = "billing",
                      .choices = "payg|subscription-1m",
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli", "the billing model of answers that name none")},
                     {.name = "date",
                      .valueName = QT_TRANSLATE_NOOP("Advisor::Cli", "YYYY-MM-DD"),
                      .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                       "the date of answers that carry none (default: the day the "
                                                       "file was last changed)")},
                     catalog},
         .run = runPricesImport,
         .manual = pricesImportManual},
    };
}

std::vector<CommandSpec> allCommands()
{
    std::vector<CommandSpec> table = catalogCommands();
    for (CommandSpec &command : scenarioCommands())
        table.push_back(std::move(command));
    table.push_back(exportCommand());
    for (CommandSpec &command : pricesCommands())
        table.push_back(std::move(command));
    return table;
}
} // namespace

const std::vector<CommandSpec> &commandTable()
{
    static const std::vector<CommandSpec> table = allCommands();
    return table;
}

const CommandSpec *findCommand(const QString &name)
{
    for (const CommandSpec &command : commandTable()) {
        if (name == QLatin1String(command.name))
            return &command;
    }
    return nullptr;
}

QStringList topLevelWords()
{
    QStringList words;
    for (const CommandSpec &command : commandTable()) {
        const QString first = QString::fromLatin1(command.name).section(QLatin1Char(' '), 0, 0);
        if (!words.contains(first))
            words << first;
    }
    return words;
}

const GlobalOptions &globalOptions()
{
    static const GlobalOptions options{
        .lang = {.name = "lang",
                 .choices = "en|zh_CN",
                 .description = QT_TRANSLATE_NOOP("Advisor::Cli",
                                                  "the language of the output and messages (default: from LC_ALL, "
                                                  "LC_MESSAGES or LANG)")},
        .help = {.name = "help", .description = QT_TRANSLATE_NOOP("Advisor::Cli", "print this help and exit")},
        .version = {.name = "version", .description = QT_TRANSLATE_NOOP("Advisor::Cli", "print the version and exit")},
        .prices = prices,
        .quote = quote,
    };
    return options;
}

} // namespace Advisor::Cli
