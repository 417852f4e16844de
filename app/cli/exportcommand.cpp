// SPDX-License-Identifier: Apache-2.0
#include "app/cli/exportcommand.h"

#include "app/cli/recommendcommands.h"
#include "models/io/safewrite.h"
#include "models/report/reportdata.h"
#include "ui/report/pdfreportwriter.h"
#include "ui/report/xlsxreportwriter.h"

#include <cstdio>

#include <QCoreApplication>

#include <fcntl.h>
#include <unistd.h>

namespace Advisor::Cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Advisor::Cli", text);
}

/**
 * libxlsxwriter prints its internals on stderr itself ("[ERROR] workbook_close(): Zip ZIP_ERRNO error
 * while creating xlsx file …") before it returns; the writer then says what went wrong in the user's
 * words, naming the folder. While it works, its stderr goes nowhere, so only that is said.
 */
class LibraryNoticesSilenced
{
public:
    explicit LibraryNoticesSilenced(Context &context)
    {
        context.err.flush(); // what we said before stays before
        std::fflush(stderr);
        m_saved = ::fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (m_saved >= 0 && null >= 0)
            ::dup2(null, STDERR_FILENO);
        if (null >= 0)
            ::close(null);
    }
    ~LibraryNoticesSilenced()
    {
        std::fflush(stderr);
        if (m_saved >= 0) {
            ::dup2(m_saved, STDERR_FILENO);
            ::close(m_saved);
        }
    }
    LibraryNoticesSilenced(const LibraryNoticesSilenced &) = delete;
    LibraryNoticesSilenced &operator=(const LibraryNoticesSilenced &) = delete;

private:
    int m_saved = -1;
};

/**
 * Outputs that are one file, or an output that is one of the inputs, would overwrite each other
 * silently; an output that cannot be a file (a folder, a device, a missing folder) would fail after
 * the other was written. All are refused before anything is written.
 */
std::optional<int> checkOutputs(const ParsedArgs &args, Context &context)
{
    QStringList outputs;
    for (const QString &name : {QStringLiteral("pdf"), QStringLiteral("csv"), QStringLiteral("xlsx")}) {
        if (!args.has(name))
            continue;
        if (const std::optional<int> code = refusedOutput(args.value(name), context)) {
            context.err << tr("nothing was written") << Qt::endl;
            return code;
        }
        outputs << name;
    }
    std::vector<NamedFile> written;
    for (const QString &output : std::as_const(outputs))
        written.push_back({output, args.value(output)});
    // --prices may be given several times; every one of them is an input.
    const bool apart = outputsApartFromInputs(written,
                                              namedFiles(args,
                                                         {QStringLiteral("scenario"), QStringLiteral("catalog"),
                                                          QStringLiteral("rules"), QStringLiteral("prices")},
                                                         false),
                                              context);
    return apart ? std::nullopt : std::optional<int>(2);
}

/** The customer and preparer names must fit on the report's cover; false (message given) when one does not. */
bool namesFitCover(const ParsedArgs &args, Context &context)
{
    for (const char *name : {"customer", "prepared-by"}) {
        const QString option = QLatin1String(name);
        const qsizetype length = args.value(option).size();
        if (length > ReportMeta::maxNameLength) {
            context.err << tr("--%1 is %2 characters long; at most %3 fit on the report's cover")
                               .arg(option)
                               .arg(length)
                               .arg(ReportMeta::maxNameLength)
                        << Qt::endl;
            return false;
        }
    }
    return true;
}

/** --top: 0 for every row of the view, nullopt (message given) when not a whole number in range. */
std::optional<int> topOption(const ParsedArgs &args, Context &context)
{
    int top = 0; // 0: every row of the view
    if (args.has(QStringLiteral("top"))) {
        bool ok = false;
        top = args.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1 || top > 10000) {
            context.err << tr("--top expects a whole number from 1 to 10000") << Qt::endl;
            return std::nullopt;
        }
    }
    return top;
}

/** Writes each output asked for; 0 when all were written, 1 when any failed. */
int writeOutputs(const ReportData &report, const ParsedArgs &args, const ScenarioInputs &loaded, Context &context)
{
    int code = 0;
    if (args.has(QStringLiteral("csv"))) {
        QString error;
        const QString out = args.value(QStringLiteral("csv"));
        if (report.table.writeCsv(out, !args.has(QStringLiteral("no-bom")), &error))
            context.out << tr("wrote %1").arg(out) << Qt::endl;
        else {
            context.err << error << Qt::endl;
            code = 1;
        }
    }
    if (args.has(QStringLiteral("xlsx"))) {
        QString error;
        const QString out = args.value(QStringLiteral("xlsx"));
        bool written = false;
        {
            const LibraryNoticesSilenced quiet(context);
            written = Ui::XlsxReportWriter::writeFile(report, out, &error);
        }
        if (written)
            context.out << tr("wrote %1").arg(out) << Qt::endl;
        else {
            context.err << error << Qt::endl;
            code = 1;
        }
    }
    if (args.has(QStringLiteral("pdf"))) {
        Ui::PdfReportWriter::Options options;
        options.catalog = &loaded.catalog;
        Ui::PdfReportWriter writer(options);
        const QString out = args.value(QStringLiteral("pdf"));
        QString error;
        if (writer.writeFile(report, out, &error)) {
            context.out << QCoreApplication::translate("Advisor::Cli", "wrote %1 (%n page(s))", nullptr,
                                                       writer.pageCount())
                               .arg(out)
                        << Qt::endl;
        } else {
            context.err << error << Qt::endl;
            code = 1;
        }
    }
    return code;
}
} // namespace

int runExportCommand(ParsedArgs &args, Context &context)
{
    if (!args.has(QStringLiteral("scenario"))) {
        context.err << tr("--scenario FILE is required") << Qt::endl;
        return 2;
    }
    if (!args.has(QStringLiteral("pdf")) && !args.has(QStringLiteral("csv")) && !args.has(QStringLiteral("xlsx"))) {
        context.err << tr("--pdf OUT, --csv OUT or --xlsx OUT is required") << Qt::endl;
        return 2;
    }
    if (const std::optional<int> code = checkOutputs(args, context))
        return *code;
    if (!namesFitCover(args, context))
        return 2;
    const std::optional<int> top = topOption(args, context);
    if (!top)
        return 2;
    int loadCode = 0;
    const auto loaded = loadScenarioInputs(args, true, context, loadCode);
    if (!loaded) {
        context.err << tr("nothing was written") << Qt::endl;
        return loadCode;
    }
    const Evaluation evaluation = evaluateInputs(*loaded, {}, context);
    ReportBuilder::Input input = ReportBuilder::inputFor(evaluation, loaded->catalog);
    input.meta.customer = args.value(QStringLiteral("customer"));
    input.meta.preparedBy = args.value(QStringLiteral("prepared-by"));
    ReportData report = ReportBuilder::build(input);
    report.table.truncate(*top);
    if (!loaded->scenario.phases.empty()) {
        const Evaluator evaluator(loaded->catalog, loaded->presets, nullptr);
        TimelineCalculator calculator(evaluator);
        ReportBuilder::setTimeline(report, calculator.compute(loaded->scenario), &loaded->catalog);
    }
    // Said once, before the files: each of them states it too (the PDF's terms, the XLSX's discount cell).
    if (const QString discount = discountStatement(evaluation.scenario); !discount.isEmpty())
        context.out << discount << Qt::endl;
    return writeOutputs(report, args, *loaded, context);
}

} // namespace Advisor::Cli
